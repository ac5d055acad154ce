/** SourceConnectPanel: the step-by-step "Connect your store" guide for one source, by kind. */
import { useState } from "react";
import type { SourceJson } from "../../../wire/sources.ts";
import { SelectField } from "./Field.tsx";
import { CopyValue } from "./SecretValue.tsx";
import { NETWORK_PRESETS, postbackTemplate } from "../lib/source_connect.ts";

/** The guide for `source`, inside a disclosure so the list stays short. */
export function SourceConnectPanel(
  { source, open = false }: { source: SourceJson; open?: boolean },
) {
  return (
    <details className="connect-panel" open={open}>
      <summary>
        {source.kind === "api" ? "How to use the API" : "Connect your store"}
      </summary>
      {source.kind === "shopify" && <ShopifySteps source={source} />}
      {source.kind === "woocommerce" && <WooCommerceSteps source={source} />}
      {source.kind === "postback" && <PostbackSteps source={source} />}
      {source.kind === "api" && <ApiSteps />}
    </details>
  );
}

function ShopifySteps({ source }: { source: SourceJson }) {
  return (
    <ol className="connect-steps">
      <li>
        In your Shopify admin open <strong>Settings → Notifications</strong>
        {" "}
        and scroll to <strong>Webhooks</strong>. Select{" "}
        <strong>Create webhook</strong>.
      </li>
      <li>
        Choose the <strong>Event</strong> <em>Order creation</em>, format{" "}
        <strong>JSON</strong>, and paste this URL:
        <CopyValue value={source.endpointUrl} label="webhook URL" />
      </li>
      <li>
        Save, then create three more webhooks with the same URL and format for
        {" "}
        <em>Order payment</em>, <em>Order cancellation</em> and{" "}
        <em>Refund create</em>.
      </li>
      <li>
        <strong>
          Copy the signing key Shopify shows on that page
        </strong>{" "}
        (under the webhook list: “Your webhooks will be signed with …”) and
        paste it into this source's secret with{" "}
        <strong>Edit</strong>. Kamai cannot make up this key: until it matches,
        every delivery is rejected with “bad signature”.
      </li>
      <li>
        Webhooks created by a Shopify app are signed with the app's{" "}
        <strong>client secret</strong>{" "}
        instead: paste that as the secret for an app.
      </li>
      <li>
        Send a test notification from Shopify and check that it shows under this
        source's events. Orders paid by cash on delivery stay pending until
        Shopify marks them paid.
      </li>
    </ol>
  );
}

function WooCommerceSteps({ source }: { source: SourceJson }) {
  return (
    <ol className="connect-steps">
      <li>
        In WordPress open{" "}
        <strong>WooCommerce → Settings → Advanced → Webhooks</strong> and select
        {" "}
        <strong>Add webhook</strong>.
      </li>
      <li>
        Name it “Kamai”, set <strong>Status</strong> to <em>Active</em> and{" "}
        <strong>Topic</strong> to <em>Order created</em>.
      </li>
      <li>
        Paste this into <strong>Delivery URL</strong>:
        <CopyValue value={source.endpointUrl} label="delivery URL" />
      </li>
      <li>
        Paste Kamai's secret into the <strong>Secret</strong>{" "}
        field (use Copy beside “Secret” above; it is the key WooCommerce signs
        with).
      </li>
      <li>
        Set <strong>API Version</strong> to <em>WP REST API Integration v3</em>
        {" "}
        and save. WooCommerce sends a ping, which Kamai answers.
      </li>
      <li>
        Add a second webhook the same way with the topic{" "}
        <em>Order updated</em>, so payments, cancellations and refunds arrive
        too. Cash-on-delivery orders stay pending until they are completed.
      </li>
    </ol>
  );
}

function PostbackSteps({ source }: { source: SourceJson }) {
  const [network, setNetwork] = useState(NETWORK_PRESETS[0].id);
  const preset = NETWORK_PRESETS.find((p) => p.id === network) ??
    NETWORK_PRESETS[0];
  return (
    <>
      <ol className="connect-steps">
        <li>
          Pass the affiliate's click id to the network as a sub id: in the
          product's destination on <strong>Links</strong>, put{" "}
          <code>{"{click_id}"}</code> where the network's sub id goes, e.g.{" "}
          <code>{"https://network.example/offer?aff_sub={click_id}"}</code>.
        </li>
        <li>
          Pick your network to fill the template with its macros:
          <SelectField
            label="Network"
            value={network}
            onChange={(e) => setNetwork(e.target.value)}
          >
            {NETWORK_PRESETS.map((p) => (
              <option key={p.id} value={p.id}>{p.label}</option>
            ))}
          </SelectField>
        </li>
        <li>
          Paste this URL as the postback (server-to-server, GET or POST) in the
          network's dashboard:
          <CopyValue
            value={postbackTemplate(source.endpointUrl, source.params, preset)}
            label="postback URL"
          />
        </li>
      </ol>
      <p className="field-hint">
        The last part of the URL is this source's secret: anyone with the URL
        can report sales, so rotate the secret if it leaks. Status words:
        approved, confirmed, sale or 1 approve; pending or 0 wait; rejected,
        declined, reversed, refunded or -1 reverse; none means approved. Macro
        names differ between network accounts: check your network's list.
        Commission is paid on the{" "}
        {source.commissionBase === "payout"
          ? "network's payout"
          : "sale amount"}.
      </p>
    </>
  );
}

function ApiSteps() {
  return (
    <>
      <p>
        The merchant's server reports each sale with a signed{" "}
        <code>POST /api/conversions</code>:
      </p>
      <pre className="copy-value">
{`{ "clickId": "9c1f…", "orderId": "A-1001", "amount": 49.99, "status": "sale" }`}
      </pre>
      <ul className="connect-steps">
        <li>
          <code>clickId</code> (from the tracked link's redirect) or{" "}
          <code>linkCode</code>; <code>status</code> is <code>sale</code> or
          {" "}
          <code>refund</code> (a refund may carry a smaller amount).
        </li>
        <li>
          Header{" "}
          <code>
            Kamai-Signature: t=&lt;unix seconds&gt;,v1=&lt;hex HMAC-SHA256 of
            "&lt;t&gt;.&lt;raw body&gt;"&gt;
          </code>, keyed with the server's <code>CONVERSIONS_SECRET</code>.
        </li>
        <li>
          The full guide, with <code>curl</code> and TypeScript examples, is
          {" "}
          <code>docs/tracking-api.md</code>; the reference is at{" "}
          <a href="/api/docs" target="_blank" rel="noopener noreferrer">
            /api/docs
          </a>.
        </li>
      </ul>
    </>
  );
}
