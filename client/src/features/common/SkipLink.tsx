import Box from '@mui/material/Box';

/**
 * A link a keyboard user meets first and a mouse user never sees (WCAG 2.4.1 "Bypass blocks"; issue #47,
 * point 6): hidden above the page until it has the focus, it moves the focus to `target` (a selector)
 * without changing the route (the app uses a hash router).
 */
export function SkipLink({ target, label, testId }: { target: string; label: string; testId?: string }) {
  return (
    <Box
      component="a"
      href="#"
      className="report-no-print"
      data-testid={testId}
      onClick={(e: React.MouseEvent) => {
        e.preventDefault();
        document.querySelector<HTMLElement>(target)?.focus();
      }}
      sx={{
        position: 'fixed', left: 8, top: -64, zIndex: (theme) => theme.zIndex.tooltip + 1, px: 2, py: 1, borderRadius: 1,
        bgcolor: 'background.paper', color: 'primary.main', fontWeight: 600, boxShadow: 3, '&:focus': { top: 8, outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      {label}
    </Box>
  );
}
