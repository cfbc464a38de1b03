// The rest of Mantine's styles (everything the public pages do not show), loaded by app/router.tsx's
// withAllStyles with the code of any other screen.
import './mantine-rest.css';
