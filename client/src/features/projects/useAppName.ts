import { useLingui } from '@lingui/react/macro';

/** The translated name of a sub-app by its namespace. */
export function useAppName(namespace: string): string {
  const { t } = useLingui();
  switch (namespace) {
    case 'project-manager':
      return t`Project manager`;
    case 'comparative-solution':
      return t`Comparative solution`;
    case 'buyers':
      return t`Buyers`;
    case 'single-solution':
      return t`Single solution`;
    default:
      return namespace;
  }
}
