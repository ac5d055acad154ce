import { deepEqual } from "node:assert/strict";
import {
  maskSecret,
  NETWORK_PRESETS,
  postbackTemplate,
} from "./source_connect.ts";

const preset = (id: string) => NETWORK_PRESETS.find((p) => p.id === id)!;

Deno.test("postbackTemplate puts each network macro under the source's parameter name", () => {
  deepEqual(
    postbackTemplate(
      "https://k.pk/api/postback/tok",
      {},
      preset("everflow"),
    ),
    "https://k.pk/api/postback/tok?click_id={sub1}&order_id={transaction_id}&amount={sale_amount}&payout={payout_amount}",
  );
  deepEqual(
    postbackTemplate(
      "https://k.pk/api/postback/tok",
      { click_id: "aff_sub" },
      preset("hasoffers"),
    ),
    "https://k.pk/api/postback/tok?aff_sub={aff_sub}&order_id={transaction_id}&amount={sale_amount}&payout={payout}",
  );
});

Deno.test("maskSecret keeps only the ends of a long secret", () => {
  deepEqual(maskSecret("abcd0123456789wxyz"), "abcd••••••••••••wxyz");
  deepEqual(maskSecret("short"), "•••••");
});
