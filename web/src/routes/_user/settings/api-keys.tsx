/**
 * /settings/api-keys: an affiliate's read-only API keys (docs/api-keys.md): make one with a name, see the key once,
 * see each key's last use, revoke one. A key reads the affiliate's own stats, conversions and links, nothing else.
 */
import { createFileRoute, getRouteApi } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Alert } from "@/components/Alert.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { ApiKeysPanel } from "@/components/ApiKeysPanel.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { messageOf } from "@/lib/api.ts";
import {
  createAffiliateApiKey,
  fetchAffiliateApiKeys,
  revokeAffiliateApiKey,
} from "@/lib/api_keys_api.ts";
import { t } from "@/i18n/i18n.ts";

export const Route = createFileRoute("/_user/settings/api-keys")({
  loader: () => fetchAffiliateApiKeys(),
  pendingComponent: () => (
    <KeysFrame>
      <Loading text={t("aff.keys.loading")} />
    </KeysFrame>
  ),
  errorComponent: ({ error }) => (
    <KeysFrame>
      <Alert tone="error">{messageOf(error, t("aff.keys.loadFailed"))}</Alert>
    </KeysFrame>
  ),
  component: AffiliateKeysPage,
});

// Read through getRouteApi, not Route, so the page chunk does not import the route file (docs/web.md).
const route = getRouteApi("/_user/settings/api-keys");

function KeysFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("aff.keys.title"));
  return (
    <>
      <PageHeader
        title={t("aff.keys.title")}
        subtitle={t("aff.keys.subtitle")}
      />
      {children}
    </>
  );
}

function AffiliateKeysPage() {
  const keys = route.useLoaderData();
  return (
    <KeysFrame>
      <ApiKeysPanel
        keys={keys}
        create={createAffiliateApiKey}
        revoke={revokeAffiliateApiKey}
        text={(key, vars) => t(`aff.keys.${key}`, vars)}
      />
    </KeysFrame>
  );
}
