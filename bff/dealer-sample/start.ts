// `npm run dealer-api:sample`: the sample dealer API as its own process. Not part of the product, so
// it reads its own environment: DEALER_SAMPLE_PORT (default 4100), DEALER_SAMPLE_HOST (default
// 127.0.0.1) and DEALER_SAMPLE_TOKEN (default sample-dealer-token).
import { createDealerSampleServer } from './server.js';

const rawPort = process.env.DEALER_SAMPLE_PORT || '4100';
const port = Number(rawPort);
if (!/^\d+$/.test(rawPort) || port > 65535) {
  console.error(`DEALER_SAMPLE_PORT must be a whole number from 0 to 65535 (got ${JSON.stringify(rawPort)})`);
  process.exit(1);
}
const token = process.env.DEALER_SAMPLE_TOKEN || 'sample-dealer-token';
const host = process.env.DEALER_SAMPLE_HOST || '127.0.0.1';

const sample = await createDealerSampleServer({ token, port, host });
console.log(`Sample dealer API: ${sample.vehicleCount} vehicles at ${sample.url}`);
console.log(`  token     ${token}   (Authorization: Bearer ${token})`);
console.log(`  JSON      ${sample.url}/api/vehicles?page=1&per_page=50`);
console.log(`  CSV       ${sample.url}/feed.csv`);
console.log(`  XML       ${sample.url}/feed.xml`);
console.log(
  `The product reaches it only when DEALER_API_ALLOWED_HOSTS names it: ${new URL(sample.url).host}`,
);

const stop = (signal: string) => {
  console.log(`Sample dealer API: ${signal}, closing`);
  void sample.close().then(() => process.exit(0));
};
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
