import { traitPage } from '@/components/trait-page';

const page = traitPage('neuroticism');

export const generateMetadata = page.generateMetadata;
export default page.Page;
