/** The utm_* origin fields shared by applications and contact requests (SPEC 2.2, 2.3). */
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

/** SPEC 8: at most 200 characters each. */
export const UTM_MAX_LENGTHS: Record<UtmField, 200> = {
  utm_source: 200,
  utm_medium: 200,
  utm_campaign: 200,
  utm_term: 200,
  utm_content: 200,
};
