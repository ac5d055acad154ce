/** Whether a request comes from this machine, judged by the socket's peer alone (forwarding headers are ignored). */
import type { Context } from "hono";
import { peerAddress } from "./client_address.ts";
import { isLoopback, parseIp } from "./ip_address.ts";

/** True for a direct peer on 127.0.0.0/8 or ::1; false for any other peer and when the peer is unknown. */
export function isLoopbackPeer(c: Context): boolean {
  const peer = peerAddress(c);
  const ip = peer === null ? null : parseIp(peer);
  return ip !== null && isLoopback(ip);
}
