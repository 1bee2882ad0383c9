// zod compiles faster object parsers with Function() when the page allows eval. The app's
// Content-Security-Policy forbids eval, so zod is told not to try: its probe would be
// reported as a policy violation. Imported first by every entry point (page and workers).
import { z } from 'zod';

z.config({ jitless: true });
