/**
 * How long an invoice PDF takes (issue 31 item 7): the first PDF of a process (fonts read, unpacked and parsed), a
 * PDF of another payout once the fonts are loaded, and a repeat download answered from the route's cache; in English
 * and Urdu. Run from the repository root: `deno run -A bench/invoice_pdf_bench.ts` (BENCH_RUNS, default 5). No
 * database and no HTTP: the renderer and the cache as the route calls them. Prints milliseconds; asserts nothing.
 */
import { renderInvoicePdf } from "../adapters/pdf/invoice_pdf.ts";
import { createInvoicePdfCache } from "../adapters/pdf/invoice_pdf_cache.ts";
import type { InvoiceFacts } from "../domain/payouts/invoice_facts.ts";
import { median } from "./timing.ts";

const RUNS = Number(Deno.env.get("BENCH_RUNS") ?? 5);

/** An invoice's facts, as a paid payout with a filer's withholding has them. */
function facts(payoutId: number): InvoiceFacts {
  return {
    invoiceNumber: `KAM-20261128-${String(payoutId).padStart(6, "0")}`,
    issuedAt: "2026-11-28T07:00:00.000Z",
    language: "ur",
    currency: "PKR",
    issuer: {
      name: "Kamai Networks (Pvt) Ltd",
      address: "Plot 4, Main Boulevard\nGulberg III, Lahore",
      ntn: "1234567-8",
    },
    payee: {
      name: "Ayesha Khan",
      email: "ayesha@example.pk",
      idType: "cnic",
      idNumber: "3520212345671",
    },
    payoutId,
    productTitle: "Freelancing Course",
    requestedAt: "2026-11-27T10:00:00.000Z",
    method: "jazzcash",
    account: {
      accountType: null,
      accountLabel: null,
      accountName: "Ayesha Khan",
      bankName: null,
      accountNumber: "03001234567",
    },
    transactionId: "JC-7788",
    amount: 8_266_282,
    tax: {
      amount: 826_628,
      net: 7_439_654,
      rateBp: 1000,
      filer: true,
      category: "Commission",
      section: "233",
    },
  };
}

/** Milliseconds `work` takes. */
async function ms(work: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await work();
  return performance.now() - t0;
}

const show = (n: number) => `${n.toFixed(0)} ms`;

console.log(`invoice PDF (${RUNS} runs per median), Deno ${Deno.version.deno}`);
const cache = createInvoicePdfCache();
const viaCache = (payoutId: number, language: "en" | "ur") => {
  const f = facts(payoutId);
  return cache.get(
    { payoutId, language, facts: f },
    () => renderInvoicePdf(f, language),
  );
};

console.log(
  `  first PDF of the process, en: ${show(await ms(() => viaCache(1, "en")))}`,
);
console.log(`  first Urdu PDF, ur: ${show(await ms(() => viaCache(1, "ur")))}`);
for (const language of ["en", "ur"] as const) {
  const others: number[] = [];
  const repeats: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const payoutId = (language === "en" ? 100 : 200) + i;
    others.push(await ms(() => viaCache(payoutId, language)));
    repeats.push(await ms(() => viaCache(payoutId, language)));
  }
  console.log(
    `  another payout's PDF, ${language}: median ${show(median(others))} (min ${
      show(Math.min(...others))
    }, max ${show(Math.max(...others))})`,
  );
  console.log(
    `  repeat download (kept), ${language}: median ${
      median(repeats).toFixed(2)
    } ms`,
  );
}
const { entries, bytes } = cache.size();
console.log(`  kept: ${entries} PDFs, ${(bytes / 1024).toFixed(0)} KB`);
