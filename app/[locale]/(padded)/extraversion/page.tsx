import { traitPage } from '@/components/trait-page';

const page = traitPage('extraversion');

export const generateMetadata = page.generateMetadata;
export default page.Page;
