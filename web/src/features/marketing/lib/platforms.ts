// The platforms the page starts with, and what it says about posting while no network is connected.
import type { Platform } from '../types';

// The networks' names as people write them: the server's own list (shared with the writer).
export { PLATFORM_NAMES } from '../../../../../bff/plugins/social/platforms';

/** Selected when the page opens (001 §9). */
export const DEFAULT_PLATFORMS: Platform[] = ['facebook', 'instagram'];

/** Said wherever a post is published: no network credentials are configured here (DECISIONS 20). */
export const NO_NETWORK = 'No social network is connected: copy the text and the tracked link to post it.';
