/** The Attribute dialog of a source's events page. */
import { useRouter } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { AffiliateProductPickers } from "@/components/AffiliateProductPickers.tsx";
import { useAffiliateOptions } from "@/components/useAffiliateOptions.ts";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { Modal } from "@/components/Modal.tsx";
import { attributeEvent, type SourceEvent } from "@/lib/sources_api.ts";
import type { ProductJson as Product } from "@wire/products.ts";
import { t } from "@/i18n/i18n.ts";

import { useAction } from "@/lib/use_action.ts";

/** Picks the affiliate and product an unattributed sale belongs to, and records it (once). */
export function AttributeDialog(
  { sourceId, event, products, onClose, onDone }: {
    sourceId: number;
    event: SourceEvent;
    products: Product[];
    onClose: () => void;
    onDone: (message: string) => void;
  },
) {
  const router = useRouter();
  const [userId, setUserId] = useState("");
  const [productId, setProductId] = useState("");
  const affiliates = useAffiliateOptions(userId);
  const { busy, error, setError, run } = useAction();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!userId || !productId) {
      setError(t("admc.events.pick"));
      return;
    }
    await run(async () => {
      await attributeEvent(sourceId, event.id, {
        userId: Number(userId),
        productId: Number(productId),
      });
      // With sync, the row shows attributed when the dialog closes with its notice.
      await router.invalidate({ sync: true });
      onDone(t("admc.events.attributed", { order: event.orderId ?? event.id }));
    }, t("admc.events.attributeFailed"));
  };

  return (
    <Modal
      title={t("admc.events.dialogTitle", { order: event.orderId ?? "" })}
      onClose={onClose}
    >
      <form
        onSubmit={submit}
        noValidate
        aria-label={t("admc.events.dialogLabel")}
      >
        <p className="field-hint">{t("admc.events.dialogHint")}</p>
        {affiliates.failed && <Alert>{t("admc.events.affiliatesFailed")}
        </Alert>}
        <AffiliateProductPickers
          affiliates={affiliates}
          products={products}
          userId={userId}
          productId={productId}
          onUser={setUserId}
          onProduct={setProductId}
          missingErrorId={error ? "attribute-error" : undefined}
        />
        {error && (
          <p id="attribute-error" className="field-error" role="alert">
            {error.message}
          </p>
        )}
        <div className="modal-actions">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t("app.cancel")}
          </Button>
          <Button type="submit" busy={busy}>
            {t("admc.events.attribute")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
