/** The coupon form's values as the API takes them: empty dates and limits are none, the code trimmed. */
export function couponFormToRecord(values: Record<string, unknown>): Record<string, unknown> {
  const emptyIsNull = (value: unknown) => (value === '' || value === undefined ? null : value);
  const { id: _id, uses: _uses, revenue: _revenue, discountGiven: _given, createdAt: _c, updatedAt: _u, ...rest } = values;
  return {
    ...rest,
    code: typeof rest.code === 'string' ? rest.code.trim().toUpperCase() : rest.code,
    validFrom: emptyIsNull(rest.validFrom),
    validUntil: emptyIsNull(rest.validUntil),
    maxUses: emptyIsNull(rest.maxUses),
    tripIds: Array.isArray(rest.tripIds) ? rest.tripIds : [],
  };
}
