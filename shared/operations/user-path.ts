/** Both user operations live under the user's instruments (api-notes ops 5–7). */
export const userPath = (userId: string) => `/v1/users/${encodeURIComponent(userId)}/instruments`;
