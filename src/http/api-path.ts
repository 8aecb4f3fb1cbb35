/** Whether a request is for the JSON API (answered in JSON, never by the web app's fallback). */
export const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');
