/**
 * The address a game's listener binds: one IPv4 address of this machine on the home network
 * (never loopback, never every interface), so only that network reaches it. Private ranges
 * first (192.168/16, 10/8, 172.16/12): a machine with a public address as well serves the
 * family's Wi-Fi, not the internet.
 */
import os from 'node:os';

type Interfaces = ReturnType<typeof os.networkInterfaces>;

function isPrivate(address: string): boolean {
  const [a, b] = address.split('.').map(Number) as [number, number];
  return a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31);
}

/** The LAN IPv4 address to listen on, or null when this machine is on no network. */
export function pickLanAddress(interfaces: Interfaces = os.networkInterfaces()): string | null {
  const candidates: string[] = [];
  for (const entries of Object.values(interfaces)) {
    for (const entry of entries ?? []) {
      // Link-local (169.254/16) is what a machine gives itself without a network: no phone is there.
      if (entry.family === 'IPv4' && !entry.internal && !entry.address.startsWith('169.254.')) candidates.push(entry.address);
    }
  }
  return candidates.find(isPrivate) ?? candidates[0] ?? null;
}
