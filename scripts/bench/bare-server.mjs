// The ceiling of the product's own stack on this machine: Fastify answering a fixed ~1.5 KB JSON
// (about a page of students), with no database, no auth and no schemas, from WORKERS processes.
import cluster from "node:cluster";
import Fastify from "fastify";

const workers = Number(process.env.WORKERS) || 1;

if (cluster.isPrimary && workers > 1) {
  for (let i = 0; i < workers; i++) cluster.fork();
  process.on("SIGTERM", () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill("SIGTERM");
    process.exit(0);
  });
} else {
  const body = Array.from({ length: 8 }, (_, i) => ({
    id: i + 1,
    firstName: "Valentina",
    lastName: "González Muñoz",
    email: `valentina.gonzalez${i}@correo.cl`,
    phone: "+56 9 7123 4567",
    status: "active",
    createdAt: "2026-01-15T12:00:00.000Z",
  }));
  const app = Fastify({ logger: false });
  app.get("/", async () => body);
  await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
}
