// Money arrives in pence (DECISIONS 1); screens show pounds.
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

export const pounds = (pence: number) => gbp.format(pence / 100);
export const miles = (n: number) => `${n.toLocaleString('en-GB')} miles`;
export const number = (n: number) => n.toLocaleString('en-GB');
