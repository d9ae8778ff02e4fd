/** The CSRF token the server put in the XSRF-TOKEN cookie; echoed in the X-XSRF-TOKEN header. */
export function csrfToken(): string | null {
  const match = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]+)/);
  return match ? decodeURIComponent(match[1]) : null;
}
