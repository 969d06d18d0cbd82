import { traitPage } from '@/components/trait-page';

const page = traitPage('conscientiousness');

export const generateMetadata = page.generateMetadata;
export default page.Page;
