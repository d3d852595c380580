import { z } from "zod";

// Every schema of the domain is built from this `z`: zod set to never compile parsers with
// `new Function`. The web app runs under a Content-Security-Policy without 'unsafe-eval'; zod's
// probe for eval is itself a CSP violation the browser reports (Lighthouse's best practices
// count it), and its compiled parsers could not run there anyway. zod reads the setting when an
// object schema is built, so it is set here, before any schema module runs (issue 40, point 12).
z.config({ jitless: true });

export { z };
