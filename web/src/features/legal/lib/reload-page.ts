// Saving cookie preferences reloads the page (001 §4), so that what was loaded under the old choice
// is gone. Its own module so tests can replace it.
export function reloadPage(): void {
  window.location.reload();
}
