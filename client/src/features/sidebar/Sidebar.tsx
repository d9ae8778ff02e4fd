export function Sidebar() {
  return null;
}
