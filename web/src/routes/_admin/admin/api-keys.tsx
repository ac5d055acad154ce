/**
 * /admin/api-keys: the operators' API keys (docs/api-keys.md): make one with a name and scopes, see the key once,
 * see each key's last use, revoke one.
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
  createApiKey,
  fetchApiKeys,
  revokeApiKey,
} from "@/lib/api_keys_api.ts";
import { API_KEY_SCOPES } from "@domain/api_keys/api_key.ts";
import { readyArea, t } from "@/i18n/i18n.ts";

export const Route = createFileRoute("/_admin/admin/api-keys")({
  beforeLoad: () => readyArea("admin_catalog"),
  loader: () => fetchApiKeys(),
  pendingComponent: () => (
    <KeysFrame>
      <Loading text={t("admc.keys.loading")} />
    </KeysFrame>
  ),
  errorComponent: ({ error }) => (
    <KeysFrame>
      <Alert tone="error">{messageOf(error, t("admc.keys.loadFailed"))}</Alert>
    </KeysFrame>
  ),
  component: ApiKeysPage,
});

// Read through getRouteApi, not Route, so the page chunk does not import the route file (docs/web.md).
const route = getRouteApi("/_admin/admin/api-keys");

function KeysFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("admc.keys.title"));
  return (
    <>
      <PageHeader
        title={t("admc.keys.title")}
        subtitle={t("admc.keys.subtitle")}
      />
      {children}
    </>
  );
}

function ApiKeysPage() {
  const keys = route.useLoaderData();
  return (
    <KeysFrame>
      <ApiKeysPanel
        keys={keys}
        scopes={API_KEY_SCOPES}
        create={createApiKey}
        revoke={revokeApiKey}
        text={(key, vars) => t(`admc.keys.${key}`, vars)}
      />
    </KeysFrame>
  );
}
