// Limits shared with the web app (no runtime dependencies, so the browser bundle can import it).
export const NOTES_MAX = 500;
