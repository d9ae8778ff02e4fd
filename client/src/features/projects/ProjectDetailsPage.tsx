export function ProjectDetailsPage(_props: { namespace: string; tab?: string }) {
  return null;
}
