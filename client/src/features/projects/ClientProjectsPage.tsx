export function ClientProjectsPage(_props: { namespace: string; tab?: string }) {
  return null;
}
