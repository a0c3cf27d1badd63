// The connector for a source's kind: the crawler's one way in (see CONTEXT.md).
import { feedConnector } from './feed.js';
import { htmlConnector } from './html.js';
import { jsonApiConnector } from './json-api.js';
import type { Connector, SourceKind } from './types.js';

const CONNECTORS: Record<SourceKind, Connector> = {
  html: htmlConnector,
  json: jsonApiConnector,
  feed: feedConnector,
};

export function connectorFor(kind: SourceKind): Connector {
  return CONNECTORS[kind];
}
