/** SourceConnectPanel: the step-by-step "Connect your store" guide for one source, by kind. */
import { type ReactNode, useState } from "react";
import type { SourceJson, SourceKind } from "@wire/sources.ts";
import { SelectField } from "./Field.tsx";
import { SourceTestCheck } from "./SourceTestCheck.tsx";
import { CopyValue } from "./SecretValue.tsx";
import { NETWORK_PRESETS, postbackTemplate } from "@/lib/source_connect.ts";
import { t } from "@/i18n/i18n.ts";
import { tNodes } from "@/i18n/tNodes.tsx";
import "@/i18n/areas/admin_catalog.ts";

// The menu, field and event names of Shopify's and WooCommerce's own admin screens: the guide names them as those
// screens show them, in every language (they are not Kamai's texts).
const SHOPIFY = {
  settings: "Settings → Notifications",
  webhooks: "Webhooks",
  create: "Create webhook",
  event: "Event",
  creation: "Order creation",
  json: "JSON",
  payment: "Order payment",
  cancellation: "Order cancellation",
  refund: "Refund create",
  secret: "client secret",
};
const WOO = {
  path: "WooCommerce → Settings → Advanced → Webhooks",
  add: "Add webhook",
  status: "Status",
  active: "Active",
  topic: "Topic",
  created: "Order created",
  url: "Delivery URL",
  secret: "Secret",
  version: "API Version",
  v3: "WP REST API Integration v3",
  updated: "Order updated",
};

// Code, paths and names of the conversions API, the same in every language.
const API = {
  call: "POST /api/conversions",
  secret: "CONVERSIONS_SECRET",
  guide: "docs/tracking-api.md",
  docs: "/api/docs",
};

// The guide's emphasis around names that are not translated (so no markup sits between the keys of a tNodes call).
const strong = (text: string) => <strong>{text}</strong>;
const em = (text: string) => <em>{text}</em>;
const code = (text: string) => <code>{text}</code>;

/** The guide for `source`, inside a disclosure so the list stays short. */
export function SourceConnectPanel(
  { source, open = false }: { source: SourceJson; open?: boolean },
) {
  // What the panel looks up (a test order received) is fetched only once it is opened.
  const [shown, setShown] = useState(open);
  return (
    <details
      className="connect-panel"
      open={open}
      onToggle={(e) => setShown(e.currentTarget.open)}
    >
      <summary>
        {source.kind === "api"
          ? t("admc.connect.api")
          : t("admc.connect.store")}
      </summary>
      {CONNECT_STEPS[source.kind]({ source, checkTest: shown })}
    </details>
  );
}

/** The steps of each kind (their message keys are the source-kind table's `connectSteps`, in order). */
export const CONNECT_STEPS: Record<
  SourceKind,
  (props: { source: SourceJson; checkTest: boolean }) => ReactNode
> = {
  shopify: (props) => <ShopifySteps {...props} />,
  woocommerce: ({ source }) => <WooCommerceSteps source={source} />,
  postback: ({ source }) => <PostbackSteps source={source} />,
  api: () => <ApiSteps />,
};

function ShopifySteps(
  { source, checkTest }: { source: SourceJson; checkTest: boolean },
) {
  return (
    <ol className="connect-steps">
      <li>
        {tNodes("admc.connect.shopify1", {
          settings: strong(SHOPIFY.settings),
          webhooks: strong(SHOPIFY.webhooks),
          create: strong(SHOPIFY.create),
        })}
      </li>
      <li>
        {tNodes("admc.connect.shopify2", {
          event: strong(SHOPIFY.event),
          creation: em(SHOPIFY.creation),
          json: strong(SHOPIFY.json),
        })}
        <CopyValue
          value={source.endpointUrl}
          label={t("admc.connect.webhookUrl")}
        />
      </li>
      <li>
        {tNodes("admc.connect.shopify3", {
          payment: em(SHOPIFY.payment),
          cancellation: em(SHOPIFY.cancellation),
          refund: em(SHOPIFY.refund),
        })}
      </li>
      <li>
        {tNodes("admc.connect.shopify4", {
          copy: strong(t("admc.connect.shopifyCopy")),
          edit: strong(t("admc.edit")),
        })}
      </li>
      <li>
        {tNodes("admc.connect.shopify5", {
          secret: strong(SHOPIFY.secret),
        })}
      </li>
      <li>
        {t("admc.connect.shopify6")}
        {checkTest && <SourceTestCheck sourceId={source.id} />}
      </li>
    </ol>
  );
}

function WooCommerceSteps({ source }: { source: SourceJson }) {
  return (
    <ol className="connect-steps">
      <li>
        {tNodes("admc.connect.woo1", {
          path: strong(WOO.path),
          add: strong(WOO.add),
        })}
      </li>
      <li>
        {tNodes("admc.connect.woo2", {
          status: strong(WOO.status),
          active: em(WOO.active),
          topic: strong(WOO.topic),
          created: em(WOO.created),
        })}
      </li>
      <li>
        {tNodes("admc.connect.woo3", { url: strong(WOO.url) })}
        <CopyValue
          value={source.endpointUrl}
          label={t("admc.connect.deliveryUrl")}
        />
      </li>
      <li>
        {tNodes("admc.connect.woo4", {
          secret: strong(WOO.secret),
        })}
      </li>
      <li>
        {tNodes("admc.connect.woo5", {
          version: strong(WOO.version),
          v3: em(WOO.v3),
        })}
      </li>
      <li>
        {tNodes("admc.connect.woo6", { updated: em(WOO.updated) })}
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
          {tNodes("admc.connect.postback1", {
            links: strong(t("admc.connect.links")),
            macro: code("{click_id}"),
            example: code("https://network.example/offer?aff_sub={click_id}"),
          })}
        </li>
        <li>
          {t("admc.connect.postback2")}
          <SelectField
            label={t("admc.connect.network")}
            value={network}
            onChange={(e) => setNetwork(e.target.value)}
          >
            {NETWORK_PRESETS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.id === "custom" ? t("admc.connect.otherNetwork") : p.label}
              </option>
            ))}
          </SelectField>
        </li>
        <li>
          {t("admc.connect.postback3")}
          <CopyValue
            value={postbackTemplate(source.endpointUrl, source.params, preset)}
            label={t("admc.connect.postbackUrl")}
          />
        </li>
      </ol>
      <p className="field-hint">
        {t("admc.connect.postbackNote")} {source.commissionBase === "payout"
          ? t("admc.connect.paidOnPayout")
          : t("admc.connect.paidOnSale")}
      </p>
    </>
  );
}

function ApiSteps() {
  return (
    <>
      <p>
        {tNodes("admc.connect.api1", {
          call: code(API.call),
        })}
      </p>
      <pre className="copy-value">
{`{ "clickId": "9c1f…", "orderId": "A-1001", "amount": 49.99, "status": "sale" }`}
      </pre>
      <ul className="connect-steps">
        <li>
          {tNodes("admc.connect.api2", {
            clickId: code("clickId"),
            linkCode: code("linkCode"),
            status: code("status"),
            sale: code("sale"),
            refund: code("refund"),
          })}
        </li>
        <li>
          {tNodes("admc.connect.api3", {
            header: code(
              'Kamai-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">',
            ),
            secret: code(API.secret),
          })}
        </li>
        <li>
          {tNodes("admc.connect.api4", {
            curl: code("curl"),
            guide: code(API.guide),
            docs: (
              <a
                href="/api/docs"
                target="_blank"
                rel="noopener noreferrer"
                dir="ltr"
              >
                {API.docs}
              </a>
            ),
          })}
        </li>
      </ul>
    </>
  );
}
