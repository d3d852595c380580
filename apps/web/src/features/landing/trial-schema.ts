// The trial form's schema, the one the server checks the request with (packages/domain),
// loaded when the form opens: zod stays out of the public page's first download.
export { trialRequestInputSchema } from "@nova/domain";
