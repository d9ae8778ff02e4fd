export function ProjectListPage(_props: { namespace: string; tab?: string }) {
  return null;
}
