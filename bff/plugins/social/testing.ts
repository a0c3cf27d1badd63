// For the social toolkit's tests: an approved dealer with a signed-in account and stock sent through
// the dealer inventory API (the rows approval and uploads write), and plain people to visit links.
import { Agent } from '../../testing/agent.js';
import type { TestContext } from '../../testing/test-server.js';
import { dealerWithKey, vehicleBody } from '../dealer-api/testing.js';

export interface TestDealer {
  id: number;
  name: string;
  agent: Agent;
  carIds: number[];
}

let stock = 0;

export async function dealerWithStock(
  ctx: TestContext,
  name: string,
  vehicles: Record<string, unknown>[] = [{}],
): Promise<TestDealer> {
  const { id, key } = await dealerWithKey(ctx.db.knex, name);
  const carIds: number[] = [];
  for (const over of vehicles) {
    const res = await ctx.server.inject({
      method: 'POST',
      url: '/api/dealer/v1/vehicles',
      headers: { 'x-api-key': key },
      payload: vehicleBody(`SOC-${++stock}`, { registration: null, ...over }),
    });
    if (res.statusCode !== 201) throw new Error(`vehicle upload failed: ${res.statusCode} ${res.payload}`);
    carIds.push((JSON.parse(res.payload) as { vehicle: { listingId: number } }).vehicle.listingId);
  }
  const agent = new Agent(ctx.server);
  const { user } = await agent.register({ role: 'dealer', companyName: name });
  await ctx.db
    .knex('dealers')
    .where({ id })
    .update({ user_id: (user as { id: number }).id });
  return { id, name, agent, carIds };
}

/** A signed-in admin. */
export async function adminAgent(ctx: TestContext): Promise<Agent> {
  const agent = new Agent(ctx.server);
  const { input } = await agent.register();
  await ctx.db.knex('users').where({ username: input.username }).update({ role: 'admin' });
  return agent;
}

export const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** A post as the page publishes it, for the dealer's first car unless told otherwise. */
export function postBody(dealer: TestDealer, over: Record<string, unknown> = {}) {
  return {
    carId: dealer.carIds[0],
    templateId: 'just-arrived',
    platform: 'facebook',
    title: 'Just arrived: 2021 Volkswagen Golf',
    description: 'Just arrived at our forecourt. Come and see it.',
    hashtags: ['#VolkswagenGolf', '#UsedCars'],
    ...over,
  };
}
