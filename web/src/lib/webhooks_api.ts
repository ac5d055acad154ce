/** Calls of the events-out API: operators' webhooks (/api/admin/webhooks) and affiliates' postbacks, alike. */
import { api } from "./api.ts";
import type {
  DeliveryJson,
  ReceiverCreatedJson,
  ReceiverJson,
} from "@wire/webhooks.ts";

/** A webhook or postback as listed (never its secret). */
export type Receiver = ReceiverJson;
/** One delivery in a receiver's log. */
export type Delivery = DeliveryJson;

/** The base path of one kind of receiver. */
export type ReceiverBase = "/api/admin/webhooks" | "/api/affiliate/postbacks";

/** Every receiver of this kind the caller may see. */
export async function fetchReceivers(base: ReceiverBase): Promise<Receiver[]> {
  const rows = await api<Receiver[]>(base);
  if (!Array.isArray(rows)) throw new Error("Unexpected response format.");
  return rows;
}

/** Adds a receiver; the answer carries its secret, shown once. */
export async function createReceiver(
  base: ReceiverBase,
  body: Record<string, unknown>,
): Promise<ReceiverCreatedJson> {
  return await api<ReceiverCreatedJson>(base, {
    method: "POST",
    body,
  }) as ReceiverCreatedJson;
}

/** Changes some fields of a receiver. */
export async function patchReceiver(
  base: ReceiverBase,
  id: number,
  body: Record<string, unknown>,
): Promise<void> {
  await api(`${base}/${id}`, { method: "PATCH", body });
}

/** Deletes a receiver. */
export async function deleteReceiver(
  base: ReceiverBase,
  id: number,
): Promise<void> {
  await api(`${base}/${id}`, { method: "DELETE" });
}

/** A new signing secret, shown once. */
export async function rotateSecret(
  base: ReceiverBase,
  id: number,
): Promise<string> {
  const answer = await api<{ secret: string }>(`${base}/${id}/secret`, {
    method: "POST",
  });
  return answer?.secret ?? "";
}

/** Queues a test event to this receiver. */
export async function sendTest(base: ReceiverBase, id: number): Promise<void> {
  await api(`${base}/${id}/test`, { method: "POST" });
}

/** The receiver's last 100 deliveries, newest first. */
export async function fetchDeliveries(
  base: ReceiverBase,
  id: number,
): Promise<Delivery[]> {
  const rows = await api<Delivery[]>(`${base}/${id}/deliveries`);
  if (!Array.isArray(rows)) throw new Error("Unexpected response format.");
  return rows;
}

/** Sends a delivery's event again. */
export async function replay(
  base: ReceiverBase,
  id: number,
  deliveryId: number,
): Promise<void> {
  await api(`${base}/${id}/deliveries/${deliveryId}/replay`, {
    method: "POST",
  });
}
