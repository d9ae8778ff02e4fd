import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface FrontPagePreviewProps {
  image: string;
  primary: string;
  secondary: string;
  title: string;
  subtitle?: string;
  width?: number;
}

/** A miniature A4 report cover: the front-page image with the theme's title band and accent. */
export function FrontPagePreview({ image, primary, secondary, title, subtitle, width = 180 }: FrontPagePreviewProps) {
  return (
    <Box
      role="img"
      aria-label={title}
      sx={{
        width,
        aspectRatio: '210 / 297',
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 1,
        boxShadow: '0 2px 10px rgba(0,0,0,0.15)',
        bgcolor: '#fff',
        backgroundImage: `url("${image}")`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        flexShrink: 0,
      }}
    >
      <Box sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: '30%', bgcolor: 'rgba(255,255,255,0.94)', px: '8%', pt: '5%' }}>
        <Box sx={{ height: width * 0.02, minHeight: 2, width: '30%', bgcolor: secondary, mb: '5%' }} />
        <Typography sx={{ color: primary, fontWeight: 700, fontSize: Math.max(9, width * 0.075), lineHeight: 1.15 }}>{title}</Typography>
        {subtitle && <Typography sx={{ color: 'rgba(0,0,0,0.6)', fontSize: Math.max(7, width * 0.045), mt: 0.5 }}>{subtitle}</Typography>}
      </Box>
      <Box sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: width * 0.03, minHeight: 3, bgcolor: primary }} />
    </Box>
  );
}
