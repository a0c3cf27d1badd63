// Text into HTML the server writes itself (the /bot page): every character that could end an
// attribute or open a tag is escaped.
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
