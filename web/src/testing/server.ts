// msw for web tests: each feature adds its handlers in its own test file with server.use(...).
import { setupServer } from 'msw/node';

export const server = setupServer();
