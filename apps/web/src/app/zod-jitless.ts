import { z } from 'zod';

// Imported first by main.tsx, before any schema (ours or the shared package's) is built or used: Zod 4
// otherwise probes `new Function('')` once to decide whether to compile its object parsers, and under our
// Content-Security-Policy (no 'unsafe-eval') the browser reports that probe as a CSP violation even though
// Zod catches it (issue 39). Jitless parsing is what the browser would fall back to anyway.
z.config({ jitless: true });
