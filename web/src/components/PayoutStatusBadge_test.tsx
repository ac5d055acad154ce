import assert from "node:assert/strict";
import { renderToStaticMarkup } from "react-dom/server";
import { PayoutStatusBadge } from "./PayoutStatusBadge.tsx";

Deno.test("PayoutStatusBadge: the admin profile view shows approved as a green success badge", () => {
  const html = renderToStaticMarkup(
    <PayoutStatusBadge status="approved" approvedAsSuccess />,
  );
  assert.equal(html, '<span class="badge badge-green">Approved</span>');
});

Deno.test("PayoutStatusBadge: elsewhere approved reads as pending; paid green, rejected red with its reason", () => {
  const approved = renderToStaticMarkup(
    <PayoutStatusBadge status="approved" />,
  );
  assert.ok(approved.includes("badge-yellow") && approved.includes("Pending"));
  assert.equal(
    renderToStaticMarkup(<PayoutStatusBadge status="paid" approvedAsSuccess />),
    '<span class="badge badge-green">Paid</span>',
  );
  const rejected = renderToStaticMarkup(
    <PayoutStatusBadge
      status="rejected"
      reason="Wrong IBAN"
      approvedAsSuccess
    />,
  );
  assert.ok(rejected.includes("badge-red") && rejected.includes("Rejected"));
  assert.ok(rejected.includes("Reason: Wrong IBAN"));
  const pending = renderToStaticMarkup(
    <PayoutStatusBadge status="pending" approvedAsSuccess />,
  );
  assert.ok(pending.includes("badge-yellow") && pending.includes("Pending"));
});

Deno.test("PayoutStatusBadge: processing (in a batch) reads as pending; failed is red with its reason", () => {
  const processing = renderToStaticMarkup(
    <PayoutStatusBadge status="processing" />,
  );
  assert.ok(
    processing.includes("badge-yellow") && processing.includes("Pending"),
  );
  const failed = renderToStaticMarkup(
    <PayoutStatusBadge status="failed" reason="Wallet inactive" />,
  );
  assert.ok(failed.includes("badge-red") && failed.includes("Failed"));
  assert.ok(failed.includes("Reason: Wallet inactive"));
});
