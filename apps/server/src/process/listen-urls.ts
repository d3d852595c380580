import os from "node:os";

const ANY_ADDRESS = new Set(["0.0.0.0", "::", "::0"]);

function urlOf(host: string, port: number) {
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}

/**
 * The addresses a person can open the server at: `local` on this machine, and `network` for
 * the studio's other computers and phones (each IPv4 address of this machine's network
 * interfaces) when the server listens on every interface.
 */
export function listenUrls(
  host: string,
  port: number,
  interfaces: NodeJS.Dict<os.NetworkInterfaceInfo[]> = os.networkInterfaces(),
): { local: string; network: string[] } {
  if (!ANY_ADDRESS.has(host)) return { local: urlOf(host, port), network: [] };
  const network = Object.values(interfaces)
    .flat()
    .filter((info) => info !== undefined && info.family === "IPv4" && !info.internal)
    .map((info) => urlOf((info as os.NetworkInterfaceInfo).address, port));
  return { local: urlOf("localhost", port), network: [...new Set(network)] };
}

/** The start-up line that says where the server answers. */
export function listeningLine(
  host: string,
  port: number,
  interfaces?: Parameters<typeof listenUrls>[2],
) {
  const { local, network } = listenUrls(host, port, interfaces);
  if (network.length === 0) return `Abierto en ${local}`;
  return `Abierto en ${local} · en la red local: ${network.join(", ")}`;
}
