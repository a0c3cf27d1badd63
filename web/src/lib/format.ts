// Money arrives in pence (DECISIONS 1); screens show pounds.
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

export const pounds = (pence: number) => gbp.format(pence / 100);
// One formatter for every number: n.toLocaleString('en-GB') gives the same text but builds a new
// formatter on every call, which costs the first screen tens of milliseconds of script.
const gbNumber = new Intl.NumberFormat('en-GB');

export const number = (n: number) => gbNumber.format(n);
export const miles = (n: number) => `${number(n)} miles`;
