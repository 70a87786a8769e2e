import { Box, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { UserMenu } from '@/features/auth';
import { BrandLink } from './brand-link';
import { LanguageSwitcher } from './language-switcher';

/**
 * Full-page layout: no menu bar, just the brand and the language choice around the page; a signed-in
 * stylist reaches her back-office sections through the account menu.
 */
export function FullLayout() {
  return (
    <Box mih="100dvh" bg="gray.0" display="flex" style={{ flexDirection: 'column' }}>
      <Group component="header" justify="space-between" px="md" py="sm">
        <BrandLink />
        <Group gap="xs" wrap="nowrap">
          <LanguageSwitcher />
          <UserMenu withStylistLinks />
        </Group>
      </Group>
      <Box component="main" id="main" flex={1} px="md" pb="xl">
        <Outlet />
      </Box>
    </Box>
  );
}
