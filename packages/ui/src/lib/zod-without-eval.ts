// zod checks once whether it may compile its parsers with `new Function`. The app's
// Content-Security-Policy refuses eval, in the page and in its workers (whose policy comes with
// their own script), and the browser reports every refused attempt as a violation (Lighthouse's
// best practices count it). Imported first where zod may parse at import time, so no check runs.
import { config } from 'zod';

config({ jitless: true });
