/**
 * How the default texts close where they ask the customer to pay (ご契約完了, ご請求): how to
 * pay, and where the bills are. One text, so the two messages say it alike.
 */
export const howToPayParagraph = `【お支払い方法】
{{お支払い方法}}

ご請求の明細と請求書は、マイユニットでご確認いただけます。
{{マイユニットURL}}`;
