// Tailwind 3.4 (pure JavaScript): Tailwind 4's native scanner has no packages for other platforms
// on the registry these machines reach, so `npm ci` could not validate a lock file that used it.
import type { Config } from 'tailwindcss';

export default {
  content: [`${import.meta.dirname}/index.html`, `${import.meta.dirname}/src/**/*.{ts,tsx}`],
  theme: {
    extend: {
      fontFamily: {
        sans: ['Inter', 'Segoe UI', 'system-ui', '-apple-system', 'Helvetica', 'Arial', 'sans-serif'],
      },
    },
  },
} satisfies Config;
