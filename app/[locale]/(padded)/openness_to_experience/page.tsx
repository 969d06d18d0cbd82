import { traitPage } from '@/components/trait-page';

const page = traitPage('openness');

export const generateMetadata = page.generateMetadata;
export default page.Page;
