/** In-memory payouts, the twin of adapters/postgres/payout_repository.ts, for fast use-case tests. */
import type { Payout, PayoutStatus } from "../../domain/payouts/payout.ts";
import type {
  IdempotencyRecord,
  PayoutInvoice,
  PayoutReader,
  PayoutRepository,
} from "../../domain/payouts/payout_repository.ts";

/** The people and products the in-memory payouts can name. */
export interface InMemoryPayoutDirectory {
  users: Map<number, { name: string; email: string }>;
  products: Map<number, { title: string }>;
}

/** An in-memory PayoutRepository; `payouts` and `invoices` are exposed for assertions. */
export function createInMemoryPayoutRepository(
  directory: InMemoryPayoutDirectory,
): PayoutRepository & PayoutReader & {
  payouts: Payout[];
  invoices: PayoutInvoice[];
} {
  const payouts: Payout[] = [];
  const invoices: PayoutInvoice[] = [];
  const keys = new Map<string, IdempotencyRecord>();
  const find = (id: number) => payouts.find((p) => p.id === id);
  const view = (p: Payout): Payout => ({
    ...p,
    hasInvoice: invoices.some((i) => i.payoutId === p.id),
  });
  const newestFirst = (a: Payout, b: Payout) =>
    b.requestedAt.getTime() - a.requestedAt.getTime() || b.id - a.id;
  const decide = (id: number, change: Partial<Payout>) => {
    const payout = find(id);
    if (!payout) throw new Error(`payout ${id} does not exist`);
    // The same guard as the database trigger: a decided payout is final.
    if (payout.status !== "pending") {
      throw new Error(`payout ${id} is already ${payout.status}`);
    }
    Object.assign(payout, change);
  };
  return {
    payouts,
    invoices,
    lockUser: () => Promise.resolve(),
    create(input) {
      const user = directory.users.get(input.userId);
      if (!user) throw new Error(`user ${input.userId} does not exist`);
      const payout: Payout = {
        ...input,
        id: payouts.length + 1,
        userName: user.name,
        userEmail: user.email,
        productTitle: directory.products.get(input.productId)?.title ?? null,
        status: "pending",
        transactionId: null,
        rejectionReason: null,
        decidedAt: null,
        createdAt: input.requestedAt,
        hasInvoice: false,
      };
      payouts.push(payout);
      return Promise.resolve(view(payout));
    },
    findById(id) {
      const payout = find(id);
      return Promise.resolve(payout ? view(payout) : null);
    },
    findByIdForUpdate(id) {
      const payout = find(id);
      return Promise.resolve(payout ? view(payout) : null);
    },
    markPaid(id, decision) {
      decide(id, {
        status: "paid",
        transactionId: decision.transactionId,
        decidedAt: decision.decidedAt,
      });
      return Promise.resolve();
    },
    markRejected(id, decision) {
      decide(id, {
        status: "rejected",
        rejectionReason: decision.rejectionReason,
        decidedAt: decision.decidedAt,
      });
      return Promise.resolve();
    },
    listForUser(userId) {
      return Promise.resolve(
        payouts.filter((p) => p.userId === userId).sort(newestFirst).map(view),
      );
    },
    list(status: PayoutStatus | null) {
      return Promise.resolve(
        payouts.filter((p) => status === null || p.status === status).sort(
          newestFirst,
        ).map(view),
      );
    },
    listPage(status: PayoutStatus | null, page, pageSize) {
      const all = payouts.filter((p) => status === null || p.status === status)
        .sort(newestFirst);
      const start = Math.max(0, (page - 1) * pageSize);
      return Promise.resolve({
        rows: all.slice(start, start + pageSize).map(view),
        total: all.length,
      });
    },
    findIdempotencyKey(userId, key) {
      return Promise.resolve(keys.get(`${userId}:${key}`) ?? null);
    },
    saveIdempotencyKey(userId, key, record) {
      keys.set(`${userId}:${key}`, { ...record });
      return Promise.resolve();
    },
    saveInvoice(invoice) {
      if (invoices.some((i) => i.payoutId === invoice.payoutId)) {
        throw new Error(`payout ${invoice.payoutId} already has an invoice`);
      }
      invoices.push({ ...invoice });
      return Promise.resolve();
    },
    findInvoice(payoutId) {
      return Promise.resolve(
        invoices.find((i) => i.payoutId === payoutId) ?? null,
      );
    },
  };
}
