// For the video API tests: a signed-in dealer account with stock (the rows approval writes, vehicles
// through the dealer inventory API as a dealer's system sends them), and a plain signed-in person.
import type { AppServer } from '../../server.js';
import { Agent } from '../../testing/agent.js';
import { dealerWithKey, registrationOf, vehicleBody } from '../dealer-api/testing.js';

let stock = 0;

export interface DealerAccount {
  agent: Agent;
  dealerId: number;
  key: string;
  /** Listing ids of its vehicles, in the order given. */
  cars: number[];
}

/** Adds a vehicle to a dealer's stock through the inventory API; returns its listing id. */
export async function addVehicle(server: AppServer, key: string, over: Record<string, unknown> = {}) {
  const n = ++stock;
  const body = vehicleBody(`VID-${n}`, {
    registration: registrationOf(700_000 + n),
    variant: `Trim${n}`,
    ...over,
  });
  const res = await server.inject({
    method: 'POST',
    url: '/api/dealer/v1/vehicles',
    headers: { 'x-api-key': key },
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`vehicle: ${res.statusCode} ${res.payload}`);
  return { ...(JSON.parse(res.payload) as { vehicle: { id: number; listingId: number } }).vehicle, body };
}

/** The dealer changes a vehicle's price (a PUT of the whole vehicle): price history records it. */
export async function reprice(
  server: AppServer,
  key: string,
  vehicle: { id: number; body: object },
  price: number,
) {
  const res = await server.inject({
    method: 'PUT',
    url: `/api/dealer/v1/vehicles/${vehicle.id}`,
    headers: { 'x-api-key': key },
    payload: { ...vehicle.body, price },
  });
  if (res.statusCode !== 200) throw new Error(`reprice: ${res.statusCode} ${res.payload}`);
}

export async function dealerAccount(
  server: AppServer,
  name: string,
  vehicles: Record<string, unknown>[] = [{}],
): Promise<DealerAccount> {
  const knex = server.app.db.knex;
  const agent = new Agent(server);
  const { user } = await agent.register();
  const dealer = await dealerWithKey(knex, name);
  await knex('dealers').where({ id: dealer.id }).update({ user_id: user.id });
  await knex('users').where({ id: user.id }).update({ role: 'dealer' });
  const cars: number[] = [];
  for (const over of vehicles) cars.push((await addVehicle(server, dealer.key, over)).listingId);
  return { agent, dealerId: dealer.id, key: dealer.key, cars };
}

export async function adminAgent(server: AppServer): Promise<Agent> {
  const agent = new Agent(server);
  const { input } = await agent.register();
  await server.app.db.knex('users').where({ username: input.username }).update({ role: 'admin' });
  return agent;
}
