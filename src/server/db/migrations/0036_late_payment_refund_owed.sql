-- A payment that came after its checkout had ended ('refund_due') now records what it owes back in refund_due_paise,
-- as a cancelled paid order does, so "Mark refund paid" can clear it. Orders flagged before: all they were paid,
-- unless a refund was already recorded for them.
UPDATE "orders" SET "refund_due_paise" = "amount_paise"
WHERE "payment_state" = 'refund_due' AND "refund_due_paise" = 0
  AND NOT EXISTS (SELECT 1 FROM "order_refunds" r WHERE r."order_id" = "orders"."id");
